import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Check, Sparkles } from 'lucide-react';
import { useLocation } from 'wouter';
import type { OnboardingStep } from '../../lib/deviceRecords.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { INPUT_METHODS, STEP_QUESTIONS, STYLES, USER_TYPES } from './onboardingContent.ts';
import {
  answersSummary,
  canContinue,
  destinationFor,
  nextStep,
  previousStep,
  resumeStep,
  stepLabel,
  stepPercent,
} from './onboardingRules.ts';
import type { OnboardingAnswers } from './onboardingRules.ts';
import { loadOnboarding, saveOnboarding } from './onboardingStore.ts';
import './Onboarding.css';

interface Progress {
  step: OnboardingStep;
  answers: OnboardingAnswers;
}

const START: Progress = { step: 1, answers: {} };

function keep(progress: Progress, completedAt?: string): void {
  saveOnboarding(progress.step, progress.answers, { completedAt }).catch((error: unknown) => {
    // The questions still work for this visit; only resuming later is lost.
    console.error('Could not keep the onboarding answers on this device', error);
  });
}

/**
 * The three onboarding questions (spec 02 sections 2 and 4). Every answer and step is kept on
 * the device as it is given, so a returning user resumes at the step they left.
 */
export function Onboarding() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);

  useEffect(() => {
    let live = true;
    loadOnboarding().then(
      (record) => {
        if (!live) return;
        setProgress(record ? { step: resumeStep(record), answers: record } : START);
      },
      (error: unknown) => {
        console.error('Could not read the onboarding answers', error);
        if (live) setProgress(START);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (movedStep.current) heading.current?.focus();
  }, [progress?.step]);

  if (!progress) {
    return <div className="onboarding onboarding--loading" aria-busy="true" />;
  }

  const { step, answers } = progress;
  const question = STEP_QUESTIONS[step];

  const answer = (change: OnboardingAnswers) => {
    const next = { step, answers: { ...answers, ...change } };
    setProgress(next);
    keep(next);
  };

  const goTo = (target: OnboardingStep) => {
    const next = { step: target, answers };
    movedStep.current = true;
    setProgress(next);
    keep(next);
  };

  const letsDesign = () => {
    console.log('Onboarding answers', answersSummary(answers));
    keep(progress, new Date().toISOString());
    navigate(destinationFor(answers.inputMethod));
  };

  return (
    <div className="onboarding">
      <ProgressBar
        value={stepPercent(step)}
        label="Onboarding progress"
        valueText={stepLabel(step)}
      />
      <form
        className="onboarding__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canContinue(step, answers)) return;
          if (step === 3) letsDesign();
          else goTo(nextStep(step));
        }}
      >
        <fieldset className="onboarding__step">
          <legend className="onboarding__legend">
            <h2 ref={heading} tabIndex={-1} className="onboarding__question">
              {question.title}
            </h2>
          </legend>
          <p className="onboarding__hint">{question.hint}</p>

          {step === 1 ? (
            <div className="onboarding__choices">
              {USER_TYPES.map((type) => (
                <Choice
                  key={type.value}
                  name="userType"
                  value={type.value}
                  checked={answers.userType === type.value}
                  onSelect={() => answer({ userType: type.value })}
                  title={type.label}
                  text={type.text}
                />
              ))}
            </div>
          ) : null}

          {step === 2 ? (
            <div className="onboarding__choices">
              {INPUT_METHODS.map((method) => (
                <Choice
                  key={method.value}
                  name="inputMethod"
                  value={method.value}
                  checked={answers.inputMethod === method.value}
                  onSelect={() => answer({ inputMethod: method.value })}
                  title={method.label}
                  text={method.text}
                  badge={method.recommended ? <Badge tone="sage">Recommended</Badge> : null}
                />
              ))}
            </div>
          ) : null}

          {step === 3 ? (
            <>
              <div className="onboarding__styles">
                {STYLES.map((style) => (
                  <Choice
                    key={style.value}
                    name="selectedStyle"
                    value={style.value}
                    checked={answers.selectedStyle === style.value}
                    onSelect={() => answer({ selectedStyle: style.value })}
                    title={style.value}
                    image={
                      <img
                        src={style.image.src}
                        alt=""
                        width={style.image.width}
                        height={style.image.height}
                        loading="lazy"
                      />
                    }
                  />
                ))}
              </div>
              {answers.selectedStyle ? (
                <button
                  type="button"
                  className="onboarding__clear"
                  onClick={() => answer({ selectedStyle: undefined })}
                >
                  Clear my style choice
                </button>
              ) : null}
            </>
          ) : null}
        </fieldset>

        <div className="onboarding__actions">
          {step > 1 ? (
            <Button
              variant="ghost"
              size="lg"
              onClick={() => goTo(previousStep(step))}
              icon={<ArrowLeft aria-hidden="true" />}
            >
              Back
            </Button>
          ) : null}
          {step < 3 ? (
            <Button
              type="submit"
              size="lg"
              disabled={!canContinue(step, answers)}
              className="onboarding__next"
            >
              Continue
              <ArrowRight aria-hidden="true" className="onboarding__next-icon" />
            </Button>
          ) : (
            <Button
              type="submit"
              size="lg"
              className="onboarding__next"
              icon={<Sparkles aria-hidden="true" />}
            >
              Let&apos;s Design
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  text?: string;
  badge?: ReactNode;
  image?: ReactNode;
}

/** A radio button drawn as a card: the whole card is the label. */
function Choice({ name, value, checked, onSelect, title, text, badge, image }: ChoiceProps) {
  return (
    <label className={`choice${image ? ' choice--image' : ''}`}>
      <input
        type="radio"
        className="choice__input"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
      />
      {image ? <span className="choice__image">{image}</span> : null}
      <span className="choice__body">
        <span className="choice__title">
          {title}
          {badge}
        </span>
        {text ? <span className="choice__text">{text}</span> : null}
      </span>
      <span className="choice__check" aria-hidden="true">
        <Check />
      </span>
    </label>
  );
}
