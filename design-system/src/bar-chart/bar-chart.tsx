import { useId } from 'react';

export interface BarChartSeries {
  name: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  tone: 'brand' | 'accent' | 'success';
}

/** A series drawn as a line with a dot per category, on an axis of its own on the right. */
export interface BarChartLine {
  name: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  tone: BarChartSeries['tone'];
  /** How its (right) axis ticks read, e.g. '$400'. */
  formatTick?: (value: number) => string;
}

export interface BarChartProps {
  /** The chart's accessible name (its SVG title). */
  title: string;
  /** What it shows, in words (its SVG desc): a screen reader hears this, so give the figures that matter. */
  description: string;
  /** The x axis labels, e.g. months. */
  categories: readonly string[];
  series: readonly BarChartSeries[];
  /** How an axis tick reads, e.g. '$400'. */
  formatTick?: (value: number) => string;
  /** A series of another scale (e.g. revenue beside a count of purchases), drawn as a line on a right axis. */
  line?: BarChartLine;
  /** At most this many category labels on the x axis (every n-th is labelled). */
  maxLabels?: number;
  className?: string;
}

const WIDTH = 640;
const HEIGHT = 260;
const PLOT = { left: 76, right: WIDTH - 8, top: 12, bottom: HEIGHT - 32 };
/** Room for the right axis's labels when there is a line. */
const RIGHT_AXIS = 64;

/** A round axis maximum at or above `value` (1, 2, 5 x 10^n), so the tick labels read well. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

/**
 * Grouped bars per category as SVG, presentational: role="img" named by `title` and described by `description`,
 * with a visible legend. Negative values draw as zero-height bars (the axis starts at 0). With `line`, one more
 * series of another scale is drawn as a line on a right axis. It scales to its container.
 */
export function BarChart({ title, description, categories, series, formatTick = String, line, maxLabels = 6, className }: BarChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const right = line ? WIDTH - RIGHT_AXIS : PLOT.right;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const lineMax = niceMax(Math.max(0, ...(line?.values ?? [])));
  const slot = (right - PLOT.left) / Math.max(1, categories.length);
  const groupWidth = Math.min(64, slot * 0.7);
  const barWidth = groupWidth / Math.max(1, series.length);
  const scale = (top: number) => (value: number) => PLOT.bottom - (Math.max(0, value) / top) * (PLOT.bottom - PLOT.top);
  const y = scale(max);
  const yLine = scale(lineMax);
  const x = (index: number) => PLOT.left + slot * index + slot / 2;
  const labelEvery = Math.ceil(categories.length / maxLabels);

  return (
    <figure className={['mh-bar-chart', className ?? ''].filter(Boolean).join(' ')}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="mh-bar-chart__svg">
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line x1={PLOT.left} x2={right} y1={y(max * fraction)} y2={y(max * fraction)} className="mh-bar-chart__grid" />
            <text x={PLOT.left - 6} y={y(max * fraction) + 4} textAnchor="end" className="mh-bar-chart__axis">
              {formatTick(max * fraction)}
            </text>
            {line && (
              <text x={right + 6} y={yLine(lineMax * fraction) + 4} className="mh-bar-chart__axis">
                {(line.formatTick ?? String)(lineMax * fraction)}
              </text>
            )}
          </g>
        ))}
        {categories.map((category, index) => {
          const groupLeft = PLOT.left + slot * index + (slot - groupWidth) / 2;
          return (
            <g key={category}>
              {series.map((s, seriesIndex) => (
                <rect
                  key={s.name}
                  x={groupLeft + barWidth * seriesIndex}
                  y={y(s.values[index] ?? 0)}
                  width={Math.max(1, barWidth - 2)}
                  height={PLOT.bottom - y(s.values[index] ?? 0)}
                  className={`mh-bar-chart__bar mh-bar-chart__bar--${s.tone}`}
                />
              ))}
              {index % labelEvery === 0 && (
                <text x={x(index)} y={HEIGHT - 10} textAnchor="middle" className="mh-bar-chart__axis">
                  {category}
                </text>
              )}
            </g>
          );
        })}
        {line && (
          <g>
            <polyline
              points={categories.map((_, index) => `${x(index)},${yLine(line.values[index] ?? 0)}`).join(' ')}
              className={`mh-bar-chart__line mh-bar-chart__line--${line.tone}`}
            />
            {categories.map((category, index) => (
              <circle key={category} cx={x(index)} cy={yLine(line.values[index] ?? 0)} r={4} className={`mh-bar-chart__dot mh-bar-chart__line--${line.tone}`} />
            ))}
          </g>
        )}
      </svg>
      <figcaption className="mh-bar-chart__legend">
        {series.map((s) => (
          <span key={s.name} className="mh-bar-chart__key">
            <span className={`mh-bar-chart__swatch mh-bar-chart__bar--${s.tone}`} aria-hidden="true" />
            {s.name}
          </span>
        ))}
        {line && (
          <span className="mh-bar-chart__key">
            <span className={`mh-bar-chart__swatch mh-bar-chart__swatch--line mh-bar-chart__bar--${line.tone}`} aria-hidden="true" />
            {line.name}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
