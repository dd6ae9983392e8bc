/**
 * A status machine drawn as a static SVG during the build (no diagram library ships to
 * the browser), followed by the same transitions as a table for screen readers and for
 * copying. Both come from the `x-transitions` of the status enum in the contract:
 * <StateDiagram contract="final-1.0.0" schema="ProjectStatus" view="transitions" />.
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {StatusMachineView, TransitionCause} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';
import type {DiagramLayout} from './layout';
import ScrollableRegion from '@site/src/components/ScrollableRegion';
import styles from './styles.module.css';

/** An event's sentence inside a longer one: "A creative…" becomes "a creative…", "OLD-3.0.0…" stays. */
const midSentence = (text: string) => (/^[A-Z][a-z ]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

function describeCauses(causes: readonly TransitionCause[]): string {
  return causes
    .map((cause) =>
      cause.kind === 'call'
        ? `the call ${cause.operationId}${cause.condition ? ` (${cause.condition})` : ''}`
        : midSentence(cause.description.replace(/\.$/, '')),
    )
    .join(', or ');
}

/** The diagram in words, numbered as its badges and the table's rows, then what the double borders mark. */
function describeMachine(machine: StatusMachineView, finals: readonly string[]): string {
  const steps = machine.transitions.map((t, i) =>
    t.from === null
      ? `${i + 1}. A ${machine.entity} starts as ${t.to}, by ${describeCauses(t.causes)}.`
      : `${i + 1}. From ${t.from} to ${t.to}: ${describeCauses(t.causes)}.`,
  );
  return [...steps, ...(finals.length > 0 ? [`Final statuses: ${finals.join(', ')}.`] : [])].join(' ');
}

function CauseList({causes}: {causes: readonly TransitionCause[]}): ReactNode {
  return (
    <ul className={styles.causes}>
      {causes.map((cause) =>
        cause.kind === 'call' ? (
          <li key={`${cause.operationId}${cause.condition ?? ''}`}>
            Call{' '}
            <Link to={cause.page}>
              <code>{cause.operationId}</code>
            </Link>
            {cause.condition ? `, ${cause.condition}` : null}
          </li>
        ) : (
          <li key={cause.description}>
            {cause.description}
            {cause.webhook && cause.page ? (
              <>
                {' '}
                Webhook:{' '}
                <Link to={cause.page}>
                  <code>{cause.webhook}</code>
                </Link>
              </>
            ) : null}
            {cause.sandbox && cause.sandboxPage ? (
              <>
                {cause.webhook && cause.page ? '; sandbox' : ' Sandbox'} action:{' '}
                {cause.sandbox.map((action, index) => (
                  <Fragment key={action}>
                    {index > 0 ? ' or ' : null}
                    <Link to={cause.sandboxPage}>
                      <code>{action}</code>
                    </Link>
                  </Fragment>
                ))}
              </>
            ) : null}
          </li>
        ),
      )}
    </ul>
  );
}

/** The machine with its diagram, laid out at build time by the contract loader (./layout.ts). */
type Props = {
  contract: string;
  schema: string;
  view: 'transitions';
  data?: StatusMachineView & {layout: DiagramLayout};
};

export default function StateDiagram({contract, schema, data}: Props): ReactNode {
  const machine = requireView('StateDiagram', data, `${contract}#${schema}`);
  const {entity, layout} = machine;
  const id = `state-diagram-${entity}`;
  const arrow = `${id}-arrow`;
  const label = `${entity[0].toUpperCase()}${entity.slice(1)} status diagram`;
  // The double borders as the build laid them out: machine.ts stays out of the browser's bundle.
  const finals = new Set(layout.nodes.filter((node) => node.final).map((node) => node.code));
  return (
    <>
      <figure className={styles.figure} data-state-diagram={entity}>
        <ScrollableRegion className={styles.scroller} label={label}>
          <svg
            className={styles.diagram}
            role="img"
            // Named by its title, described by its text: a name of 1,500 characters was read in
            // full wherever the diagram was listed or reached.
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            width={layout.width}
            height={layout.height}
            style={{maxWidth: layout.width, minWidth: Math.round(layout.width * 0.75)}}
            fontSize={layout.fontSize}
          >
            <title id={`${id}-title`}>{label}</title>
            <desc id={`${id}-desc`}>{describeMachine(machine, [...finals])}</desc>
            <defs>
              <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
                <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHead} />
              </marker>
            </defs>
            <circle className={styles.start} cx={layout.start.x} cy={layout.start.y} r={6} />
            {layout.edges.map((edge) => (
              <path
                key={edge.key}
                className={styles.edge}
                d={edge.d}
                markerEnd={`url(#${arrow})`}
                data-transition={edge.key}
              />
            ))}
            {layout.nodes.map((node) => (
              <g key={node.code} className={styles.node} data-status={node.code}>
                <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={8} />
                {node.final ? (
                  <rect x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={6} />
                ) : null}
                <text
                  x={node.x + node.width / 2}
                  y={node.y + node.height / 2}
                  dominantBaseline="central"
                  textAnchor="middle"
                >
                  {node.code}
                </text>
              </g>
            ))}
            {layout.edges.map((edge) => (
              <g key={edge.key} className={styles.badge}>
                <circle cx={edge.badge.x} cy={edge.badge.y} r={9} />
                <text x={edge.badge.x} y={edge.badge.y} dominantBaseline="central" textAnchor="middle">
                  {edge.number}
                </text>
              </g>
            ))}
          </svg>
        </ScrollableRegion>
        <figcaption className={styles.caption}>
          {label}. Numbers match the rows of the transition table; a double border marks a final status.
        </figcaption>
      </figure>
      <ScrollableRegion label={`Transitions of a ${entity}`}>
        <table className={styles.transitions} data-transitions={entity}>
          <caption>Transitions of a {entity}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Caused by</th>
            </tr>
          </thead>
          <tbody>
            {machine.transitions.map((t, i) => (
              <tr key={`${t.from}->${t.to}`} data-transition={layout.edges[i].key}>
                <td>{i + 1}</td>
                <td>{t.from === null ? <em>created</em> : <code>{t.from}</code>}</td>
                <td>
                  <code>{t.to}</code>
                  {finals.has(t.to) ? ' (final)' : null}
                </td>
                <td>
                  <CauseList causes={t.causes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableRegion>
    </>
  );
}
