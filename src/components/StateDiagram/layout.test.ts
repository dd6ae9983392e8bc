import {describe, expect, it} from 'vitest';
import {layoutMachine} from './layout';
import type {StatusMachineView} from '@site/plugins/openapi-contracts/types';

const event = (description: string) => [{kind: 'event' as const, description}];

/** open → working ⇄ review → done, with cancel from open and working (a long edge). */
const machine: StatusMachineView = {
  contract: 'fixture',
  schema: 'JobStatus',
  entity: 'job',
  statuses: ['open', 'working', 'review', 'done', 'cancelled'],
  transitions: [
    {from: null, to: 'open', causes: [{kind: 'call', operationId: 'createJob'}]},
    {from: 'open', to: 'working', causes: event('Picked up.')},
    {from: 'working', to: 'review', causes: event('Delivered.')},
    {from: 'review', to: 'working', causes: event('Sent back.')},
    {from: 'review', to: 'done', causes: event('Approved.')},
    {from: 'open', to: 'cancelled', causes: event('Cancelled.')},
    {from: 'working', to: 'cancelled', causes: event('Cancelled late.')},
  ],
};

const layout = layoutMachine(machine);
const node = (code: string) => layout.nodes.find((candidate) => candidate.code === code)!;

describe('state diagram layout', () => {
  it('places statuses in columns by distance, final statuses right of their last predecessor', () => {
    expect(node('open').x).toBeLessThan(node('working').x);
    expect(node('working').x).toBeLessThan(node('review').x);
    expect(node('review').x).toBeLessThan(node('done').x);
    // "cancelled" follows "working", its right-most predecessor.
    expect(node('cancelled').x).toBe(node('review').x);
    expect(
      layout.nodes
        .filter((n) => n.final)
        .map((n) => n.code)
        .sort(),
    ).toEqual(['cancelled', 'done']);
    expect(layout.nodes.filter((n) => n.initial).map((n) => n.code)).toEqual(['open']);
  });

  it('keeps every node inside the drawing and no two nodes overlapping', () => {
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.y).toBeGreaterThanOrEqual(0);
      expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
      expect(n.y + n.height).toBeLessThanOrEqual(layout.height);
      // Status codes are monospace: the box fits the longest one.
      expect(n.width).toBeGreaterThan('cancelled'.length * layout.fontSize * 0.62);
    }
    for (const a of layout.nodes) {
      for (const b of layout.nodes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.code} and ${b.code} overlap`).toBe(true);
      }
    }
  });

  it('draws one numbered edge per transition, starting and ending on its nodes', () => {
    expect(layout.edges.map((e) => [e.number, e.key])).toEqual([
      [1, 'start->open'],
      [2, 'open->working'],
      [3, 'working->review'],
      [4, 'review->working'],
      [5, 'review->done'],
      [6, 'open->cancelled'],
      [7, 'working->cancelled'],
    ]);
    for (const edge of layout.edges) {
      const numbers = edge.d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      const [endX, endY] = numbers.slice(-2);
      const target = node(edge.to);
      expect(
        endX === target.x || endX === target.x + target.width || endY === target.y || endY === target.y + target.height,
        edge.key,
      ).toBe(true);
      expect(edge.d.startsWith('M '), edge.key).toBe(true);
    }
    expect(layout.start.y).toBe(Number(layout.edges[0].d.split(' ')[2]));
  });

  it('routes an edge that skips a column along a channel below every node', () => {
    const long = layout.edges.find((e) => e.key === 'open->cancelled')!;
    const lowestNode = Math.max(...layout.nodes.map((n) => n.y + n.height));
    expect(long.badge.y).toBeGreaterThan(lowestNode);
    expect(long.d).toContain(' Q ');
    const short = layout.edges.find((e) => e.key === 'open->working')!;
    expect(short.d).toContain(' C ');
  });

  it('gives the same layout for the same machine', () => {
    expect(layoutMachine(machine)).toEqual(layout);
  });

  it('names the machine and the status that cannot be reached', () => {
    const broken: StatusMachineView = {
      ...machine,
      statuses: [...machine.statuses, 'orphan'],
      transitions: [...machine.transitions, {from: 'orphan', to: 'done', causes: event('Never.')}],
    };
    expect(() => layoutMachine(broken)).toThrow('State machine "job": status "orphan" cannot be reached from "open".');
  });
});
