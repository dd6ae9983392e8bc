/**
 * Lays a status machine out on a grid, at build time, without measuring the DOM.
 *
 * - Columns: a status that other transitions leave sits at its distance from the first
 *   status; a final status sits one column right of its right-most predecessor, so
 *   every edge into a final status points right.
 * - Rows: within a column, statuses keep the order of the data.
 * - Edges: neighbouring columns are joined by curves; statuses in one column by a
 *   vertical line; longer edges run along their own channel below the nodes, so no
 *   edge crosses a node.
 * Given the same machine, the result is the same, so diagrams never change by accident.
 */
import type {StatusMachineView} from '@site/plugins/openapi-contracts/types';
import {finalStatuses, transitionKey} from './machine';

// Status codes are drawn in a monospace font, so their width is known from their length.
const FONT_SIZE = 13;
const CHAR_WIDTH = FONT_SIZE * 0.62;
const NODE_PADDING_X = 14;
const PORT_SPACING = 10;
const MIN_NODE_HEIGHT = 40;
const ROW_GAP = 44;
const MIN_COLUMN_GAP = 120;
const LANE_SPACING = 8;
const START_AREA = 56;
const MARGIN = 16;
const CHANNEL_SPACING = 26;
const CORNER_RADIUS = 6;
// Badges sit nearer an edge's source, so the two edges of a back-and-forth pair keep apart.
const BADGE_AT = 0.3;

type Side = 'left' | 'right' | 'top' | 'bottom';

export interface NodeBox {
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  final: boolean;
  initial: boolean;
}

export interface EdgePath {
  key: string;
  number: number;
  from: string | null;
  to: string;
  d: string;
  badge: {x: number; y: number};
}

export interface DiagramLayout {
  width: number;
  height: number;
  fontSize: number;
  start: {x: number; y: number};
  nodes: NodeBox[];
  edges: EdgePath[];
}

type Route =
  | {kind: 'start'}
  | {kind: 'curve'; direction: 1 | -1}
  | {kind: 'vertical'; down: boolean}
  | {kind: 'channel'; direction: 1 | -1; channel: number}
  | {kind: 'besideColumn'};

interface Port {
  edge: number;
  node: string;
  side: Side;
  sortKey: number;
  position: number;
}

function columnsOf(machine: StatusMachineView, initial: string, finals: Set<string>): Map<string, number> {
  const column = new Map<string, number>([[initial, 0]]);
  const queue = [initial];
  while (queue.length > 0) {
    const code = queue.shift()!;
    for (const t of machine.transitions) {
      if (t.from === code && !finals.has(t.to) && !column.has(t.to)) {
        column.set(t.to, column.get(code)! + 1);
        queue.push(t.to);
      }
    }
  }
  for (const code of finals) {
    const predecessors = machine.transitions.filter((t) => t.to === code && t.from !== null);
    column.set(code, Math.max(...predecessors.map((t) => column.get(t.from!) ?? 0)) + 1);
  }
  for (const status of machine.statuses) {
    if (!column.has(status)) {
      throw new Error(`State machine "${machine.entity}": status "${status}" cannot be reached from "${initial}".`);
    }
  }
  return column;
}

/** A path through `points` with straight segments and rounded corners. */
function orthogonalPath(points: {x: number; y: number}[]): string {
  let d = `M ${points[0].x} ${points[0].y}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [prev, corner, next] = [points[i - 1], points[i], points[i + 1]];
    const inLength = Math.hypot(corner.x - prev.x, corner.y - prev.y);
    const outLength = Math.hypot(next.x - corner.x, next.y - corner.y);
    const r = Math.min(CORNER_RADIUS, inLength / 2, outLength / 2);
    const before = {
      x: corner.x - ((corner.x - prev.x) / (inLength || 1)) * r,
      y: corner.y - ((corner.y - prev.y) / (inLength || 1)) * r,
    };
    const after = {
      x: corner.x + ((next.x - corner.x) / (outLength || 1)) * r,
      y: corner.y + ((next.y - corner.y) / (outLength || 1)) * r,
    };
    d += ` L ${before.x} ${before.y} Q ${corner.x} ${corner.y} ${after.x} ${after.y}`;
  }
  const last = points[points.length - 1];
  return `${d} L ${last.x} ${last.y}`;
}

function cubicPoint(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function layoutMachine(machine: StatusMachineView): DiagramLayout {
  const creation = machine.transitions.find((t) => t.from === null)!;
  const initial = creation.to;
  const finals = finalStatuses(machine);
  const column = columnsOf(machine, initial, finals);
  const columnCount = Math.max(...column.values()) + 1;
  const columns: string[][] = Array.from({length: columnCount}, () => []);
  for (const status of machine.statuses) columns[column.get(status)!].push(status);
  const row = new Map<string, number>();
  for (const codes of columns) codes.forEach((code, i) => row.set(code, i));

  // Decide how each edge runs before anything is placed: ports and lanes depend on it.
  const longEdges = machine.transitions
    .map((t, edge) => ({t, edge}))
    .filter(({t}) => t.from !== null && Math.abs(column.get(t.to)! - column.get(t.from)!) >= 2)
    // Shorter spans and higher sources take the upper channels, which keeps lanes from crossing.
    .sort(
      (a, b) =>
        Math.abs(column.get(a.t.to)! - column.get(a.t.from!)!) -
          Math.abs(column.get(b.t.to)! - column.get(b.t.from!)!) ||
        column.get(b.t.from!)! - column.get(a.t.from!)! ||
        row.get(a.t.from!)! - row.get(b.t.from!)! ||
        a.edge - b.edge,
    );
  const channelOf = new Map(longEdges.map(({edge}, channel) => [edge, channel]));
  const routes: Route[] = machine.transitions.map((t, edge) => {
    if (t.from === null) return {kind: 'start'};
    const span = column.get(t.to)! - column.get(t.from)!;
    if (span === 0) {
      const rows = row.get(t.to)! - row.get(t.from)!;
      return Math.abs(rows) === 1 ? {kind: 'vertical', down: rows > 0} : {kind: 'besideColumn'};
    }
    if (Math.abs(span) === 1) return {kind: 'curve', direction: span > 0 ? 1 : -1};
    return {kind: 'channel', direction: span > 0 ? 1 : -1, channel: channelOf.get(edge)!};
  });

  // Ports: where each edge meets a node's side.
  const ports: Port[] = [];
  const channelSortKey = (channel: number) => 1e6 + channel;
  machine.transitions.forEach((t, edge) => {
    const route = routes[edge];
    const rowOf = (code: string) => row.get(code)!;
    switch (route.kind) {
      case 'start':
        ports.push({edge, node: t.to, side: 'left', sortKey: rowOf(t.to), position: 0});
        break;
      case 'curve':
        ports.push({
          edge,
          node: t.from!,
          side: route.direction > 0 ? 'right' : 'left',
          sortKey: rowOf(t.to),
          position: 0,
        });
        ports.push({
          edge,
          node: t.to,
          side: route.direction > 0 ? 'left' : 'right',
          sortKey: rowOf(t.from!),
          position: 0,
        });
        break;
      case 'vertical':
        ports.push({edge, node: t.from!, side: route.down ? 'bottom' : 'top', sortKey: 0, position: 0});
        ports.push({edge, node: t.to, side: route.down ? 'top' : 'bottom', sortKey: 0, position: 0});
        break;
      case 'besideColumn':
        ports.push({edge, node: t.from!, side: 'right', sortKey: rowOf(t.to), position: 0});
        ports.push({edge, node: t.to, side: 'right', sortKey: rowOf(t.from!), position: 0});
        break;
      case 'channel':
        ports.push({
          edge,
          node: t.from!,
          side: route.direction > 0 ? 'right' : 'left',
          sortKey: channelSortKey(route.channel),
          position: 0,
        });
        ports.push({
          edge,
          node: t.to,
          side: route.direction > 0 ? 'left' : 'right',
          sortKey: channelSortKey(route.channel),
          position: 0,
        });
        break;
    }
  });
  const portGroups = new Map<string, Port[]>();
  for (const port of ports) {
    const group = `${port.node}:${port.side}`;
    portGroups.set(group, [...(portGroups.get(group) ?? []), port]);
  }
  let mostPortsOnASide = 1;
  for (const group of portGroups.values()) {
    group.sort((a, b) => a.sortKey - b.sortKey || a.edge - b.edge);
    group.forEach((port, i) => (port.position = (i + 1) / (group.length + 1)));
    mostPortsOnASide = Math.max(mostPortsOnASide, group.length);
  }

  // Lanes: vertical runs in the gap to the right of a column (gap i follows column i).
  const lanes: {edge: number; gap: number; nearLeftColumn: boolean; channel: number}[] = [];
  machine.transitions.forEach((t, edge) => {
    const route = routes[edge];
    if (route.kind === 'channel') {
      const fromColumn = column.get(t.from!)!;
      const toColumn = column.get(t.to)!;
      if (route.direction > 0) {
        lanes.push({edge, gap: fromColumn, nearLeftColumn: true, channel: route.channel});
        lanes.push({edge, gap: toColumn - 1, nearLeftColumn: false, channel: route.channel});
      } else {
        lanes.push({edge, gap: fromColumn - 1, nearLeftColumn: false, channel: route.channel});
        lanes.push({edge, gap: toColumn, nearLeftColumn: true, channel: route.channel});
      }
    } else if (route.kind === 'besideColumn') {
      lanes.push({edge, gap: column.get(t.from!)!, nearLeftColumn: true, channel: -1 - edge});
    }
  });
  const lanesPerHalf = new Map<string, typeof lanes>();
  for (const lane of lanes) {
    const half = `${lane.gap}:${lane.nearLeftColumn}`;
    lanesPerHalf.set(half, [...(lanesPerHalf.get(half) ?? []), lane]);
  }
  const widestHalf = Math.max(0, ...[...lanesPerHalf.values()].map((l) => l.length));
  const columnGap = Math.max(MIN_COLUMN_GAP, 2 * (widestHalf * LANE_SPACING + 30));

  // Nodes.
  const nodeWidth = Math.max(...machine.statuses.map((s) => s.length)) * CHAR_WIDTH + 2 * NODE_PADDING_X;
  const nodeHeight = Math.max(MIN_NODE_HEIGHT, (mostPortsOnASide + 1) * PORT_SPACING);
  const tallest = Math.max(...columns.map((codes) => codes.length));
  const gridHeight = tallest * nodeHeight + (tallest - 1) * ROW_GAP;
  const columnX = (c: number) => MARGIN + START_AREA + c * (nodeWidth + columnGap);
  const nodes = new Map<string, NodeBox>();
  columns.forEach((codes, c) => {
    const height = codes.length * nodeHeight + (codes.length - 1) * ROW_GAP;
    codes.forEach((code, r) => {
      nodes.set(code, {
        code,
        x: round(columnX(c)),
        y: round(MARGIN + (gridHeight - height) / 2 + r * (nodeHeight + ROW_GAP)),
        width: round(nodeWidth),
        height: nodeHeight,
        final: finals.has(code),
        initial: code === initial,
      });
    });
  });

  const portPoint = (edge: number, code: string) => {
    const port = ports.find((p) => p.edge === edge && p.node === code)!;
    const node = nodes.get(code)!;
    switch (port.side) {
      case 'left':
        return {x: node.x, y: round(node.y + node.height * port.position)};
      case 'right':
        return {x: node.x + node.width, y: round(node.y + node.height * port.position)};
      case 'top':
        return {x: round(node.x + node.width * port.position), y: node.y};
      case 'bottom':
        return {x: round(node.x + node.width * port.position), y: node.y + node.height};
    }
  };
  const laneX = (edge: number, gap: number) => {
    const lane = lanes.find((l) => l.edge === edge && l.gap === gap)!;
    const half = lanesPerHalf.get(`${gap}:${lane.nearLeftColumn}`)!;
    // The lowest channel runs nearest its node, so lanes of one gap never cross.
    const nearestFirst = [...half].sort((a, b) => b.channel - a.channel);
    const rank = nearestFirst.indexOf(lane) + 1;
    const gapStart = columnX(gap) + nodeWidth;
    return round(
      lane.nearLeftColumn ? gapStart + rank * LANE_SPACING + 6 : gapStart + columnGap - rank * LANE_SPACING - 6,
    );
  };
  const channelY = (channel: number) => MARGIN + gridHeight + CHANNEL_SPACING * (channel + 1);

  let start = {x: MARGIN + 6, y: 0};
  const edges: EdgePath[] = machine.transitions.map((t, edge) => {
    const route = routes[edge];
    const to = portPoint(edge, t.to);
    let d: string;
    let badge: {x: number; y: number};
    if (route.kind === 'start') {
      start = {x: MARGIN + 6, y: to.y};
      d = `M ${start.x + 6} ${to.y} L ${to.x} ${to.y}`;
      badge = {x: round((start.x + to.x) / 2 + 4), y: to.y};
    } else {
      const from = portPoint(edge, t.from!);
      if (route.kind === 'curve') {
        // Control points pull each end straight out of its side, left or right.
        const dx = (to.x - from.x) / 2;
        const c1 = {x: from.x + dx, y: from.y};
        const c2 = {x: to.x - dx, y: to.y};
        d = `M ${from.x} ${from.y} C ${round(c1.x)} ${c1.y}, ${round(c2.x)} ${c2.y}, ${to.x} ${to.y}`;
        badge = {
          x: round(cubicPoint(from.x, c1.x, c2.x, to.x, BADGE_AT)),
          y: round(cubicPoint(from.y, c1.y, c2.y, to.y, BADGE_AT)),
        };
      } else if (route.kind === 'vertical') {
        d = `M ${from.x} ${from.y} L ${to.x} ${to.y}`;
        badge = {x: from.x, y: round((from.y + to.y) / 2)};
      } else if (route.kind === 'besideColumn') {
        const x = laneX(edge, column.get(t.from!)!);
        d = orthogonalPath([from, {x, y: from.y}, {x, y: to.y}, to]);
        badge = {x, y: round((from.y + to.y) / 2)};
      } else {
        const fromColumn = column.get(t.from!)!;
        const toColumn = column.get(t.to)!;
        const y = channelY(route.channel);
        const x1 = laneX(edge, route.direction > 0 ? fromColumn : fromColumn - 1);
        const x2 = laneX(edge, route.direction > 0 ? toColumn - 1 : toColumn);
        d = orthogonalPath([from, {x: x1, y: from.y}, {x: x1, y}, {x: x2, y}, {x: x2, y: to.y}, to]);
        badge = {x: round((x1 + x2) / 2), y};
      }
    }
    return {key: transitionKey(t), number: edge + 1, from: t.from, to: t.to, d, badge};
  });

  const bottom = MARGIN + gridHeight + CHANNEL_SPACING * longEdges.length + MARGIN;
  const rightmostLane = Math.max(0, ...lanes.map((l) => laneX(l.edge, l.gap)));
  return {
    width: round(Math.max(columnX(columnCount - 1) + nodeWidth, rightmostLane + 12) + MARGIN),
    height: round(bottom + 8),
    fontSize: FONT_SIZE,
    start,
    nodes: [...nodes.values()],
    edges,
  };
}
