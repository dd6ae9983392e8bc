import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Props = {
  /** Either case: OpenAPI documents spell methods in lower case. */
  readonly method: HttpMethod | Lowercase<HttpMethod>;
  readonly className?: string;
};

/**
 * The HTTP method of a call, as a coloured badge. Colours come from the
 * --site-method-* tokens in src/css/custom.css (AA contrast in both modes); the
 * method is also spelled out, so colour is never the only cue.
 */
export default function MethodBadge({method, className}: Props): ReactNode {
  const upper = method.toUpperCase() as HttpMethod;
  return (
    <span className={clsx(styles.badge, styles[upper.toLowerCase()], className)}>{upper}</span>
  );
}
