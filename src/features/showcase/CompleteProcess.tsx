import { ArrowRight } from 'lucide-react';
import { COMPLETE_PROCESS } from '../../content/transformations.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import './CompleteProcess.css';

/** 'The Complete Process': scan, design, shop, deliver, and the way to start. */
export function CompleteProcess() {
  return (
    <section className="complete-process" aria-labelledby="complete-process-title">
      <div className="container complete-process__inner">
        <div className="complete-process__copy">
          <h2 id="complete-process-title" className="complete-process__title">
            {COMPLETE_PROCESS.title}
          </h2>
          <p className="complete-process__text">{COMPLETE_PROCESS.text}</p>
          <div>
            <ButtonLink
              href={COMPLETE_PROCESS.cta.href}
              size="lg"
              icon={<ArrowRight aria-hidden="true" />}
            >
              {COMPLETE_PROCESS.cta.label}
            </ButtonLink>
          </div>
        </div>
        <ol className="complete-process__steps">
          {COMPLETE_PROCESS.steps.map((step, index) => (
            <li key={step.title} className="complete-process__step">
              <span className="complete-process__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
