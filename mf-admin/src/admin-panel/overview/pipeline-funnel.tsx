import { useId } from 'react';
import styles from './charts.module.css';

export interface FunnelStage {
  label: string;
  count: number;
}

/** A bar's width in percent of the largest count; a zero count has no bar at all (its row shows a clear 0). */
export const barPercent = (count: number, max: number) => (count > 0 && max > 0 ? (count / max) * 100 : 0);

/**
 * The sales pipeline as centred horizontal bars, widest for the largest count. Drawn in HTML, not a scaled SVG,
 * so the labels and counts keep the page's text size at any width (1280 px and 390 px alike). One image for
 * assistive technology (role="img", named by its title and a summary), with a visually hidden table of the
 * same counts.
 */
export function PipelineFunnel({ stages }: { stages: FunnelStage[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const max = Math.max(0, ...stages.map((stage) => stage.count));

  return (
    <figure className={styles.figure}>
      <div role="img" aria-labelledby={`${titleId} ${descId}`} className={styles.funnel}>
        <span id={titleId} hidden>
          Sales pipeline funnel
        </span>
        <span id={descId} hidden>
          {stages.map((stage) => `${stage.label}: ${stage.count}`).join(', ')}.
        </span>
        {stages.map((stage) => {
          const percent = barPercent(stage.count, max);
          return (
            <div key={stage.label} className={styles.funnelRow} data-stage={stage.label}>
              <span className={styles.funnelLabel}>{stage.label}</span>
              <span className={styles.funnelTrack}>
                {percent > 0 && <span className={styles.funnelBar} data-bar style={{ width: `${percent}%` }} />}
              </span>
              <span className={stage.count > 0 ? styles.funnelCount : `${styles.funnelCount} ${styles.funnelZero}`}>{stage.count}</span>
            </div>
          );
        })}
      </div>
      <table className="mh-visually-hidden">
        <caption>Sales pipeline</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Purchases</th>
          </tr>
        </thead>
        <tbody>
          {stages.map((stage) => (
            <tr key={stage.label}>
              <th scope="row">{stage.label}</th>
              <td>{stage.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
