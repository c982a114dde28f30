import { useId } from 'react';
import styles from './charts.module.css';

export interface FunnelStage {
  label: string;
  count: number;
}

const WIDTH = 640;
const ROW = 36;
const LABEL_WIDTH = 120;
const BAR_END = WIDTH - 56;

/**
 * The sales pipeline as centred horizontal bars, widest for the largest count (SVG, role="img" with a title and
 * a summary, and a visually hidden table of the same counts).
 */
export function PipelineFunnel({ stages }: { stages: FunnelStage[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const max = Math.max(1, ...stages.map((stage) => stage.count));
  const span = BAR_END - LABEL_WIDTH;
  const centre = LABEL_WIDTH + span / 2;
  const height = stages.length * ROW + 8;

  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className={styles.svg}>
        <title id={titleId}>Sales pipeline funnel</title>
        <desc id={descId}>{stages.map((stage) => `${stage.label}: ${stage.count}`).join(', ')}.</desc>
        {stages.map((stage, index) => {
          const width = Math.max(2, (stage.count / max) * span);
          const y = index * ROW + 4;
          return (
            <g key={stage.label}>
              <text x={LABEL_WIDTH - 10} y={y + ROW / 2 + 4} textAnchor="end" className={styles.axisText}>
                {stage.label}
              </text>
              <rect x={centre - width / 2} y={y + 4} width={width} height={ROW - 8} rx={4} className={styles.funnelBar} />
              <text x={BAR_END + 8} y={y + ROW / 2 + 4} className={styles.countText}>
                {stage.count}
              </text>
            </g>
          );
        })}
      </svg>
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
