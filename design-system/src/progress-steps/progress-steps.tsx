export interface ProgressStepsProps {
  /** Step names in order. */
  steps: readonly string[];
  /** The current step, counted from 1. */
  current: number;
  /** Accessible name of the list. */
  label?: string;
}

/** A wizard's progress: an ordered list whose current item carries aria-current="step". */
export function ProgressSteps({ steps, current, label = 'Progress' }: ProgressStepsProps) {
  return (
    <ol className="mh-steps" aria-label={label}>
      {steps.map((name, index) => {
        const number = index + 1;
        const state = number < current ? 'complete' : number === current ? 'current' : 'upcoming';
        return (
          <li key={name} className={`mh-steps__item mh-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="mh-steps__marker" aria-hidden="true">
              {state === 'complete' ? '✓' : number}
            </span>
            <span className="mh-steps__name">
              {name}
              <span className="mh-visually-hidden">
                {state === 'complete' ? ' (completed)' : state === 'upcoming' ? ' (not started)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
