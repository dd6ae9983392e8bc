// Swizzled (wrap): a part that fails to load (LazyComponent, route chunks) shows an alert in the site colours; the stock one is white on light red (3.6:1, below AA) and not announced. Loading states stay stock.
import type {ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type StockLoading from '@theme/Loading';
import styles from './styles.module.css';

type Props = Parameters<typeof StockLoading>[0];

export default function LoadingWrapper(props: Props): ReactNode {
  const {error, retry} = props;
  if (!error) {
    return <Loading {...props} />;
  }
  return (
    <div role="alert" className={styles.loadError}>
      <p className={styles.title}>This content could not be loaded.</p>
      <p>{String(error)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
