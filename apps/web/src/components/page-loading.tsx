import styles from './page-loading.module.css';

/** Placeholder while a page's code loads: the shapes of a header and a few cards, no spinner jump. */
export function PageLoading() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="page-loading">
      <div className={styles.header} />
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.card}>
          <div className={styles.line} />
          <div className={styles.lineShort} />
        </div>
      ))}
    </div>
  );
}
