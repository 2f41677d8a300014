import { forwardRef, useId, useRef, useState } from 'react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import {
  ArrowRight,
  CreditCard,
  MessageCircle,
  Rocket,
  RotateCcw,
  ScanLine,
  Search,
  Sofa,
  Truck,
  X,
} from 'lucide-react';
import {
  HELP_QUESTIONS,
  HELP_QUICK_LINKS,
  HELP_TOPICS,
  helpArticlePath,
  type HelpEntry,
  type HelpQuestion,
} from '../../content/help.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import '../../ui/Field.css';
import { resultSummary, searchHelp, type Searchable } from './helpSearch.ts';
import './HelpCenter.css';

const TOPIC_ICONS: Readonly<Record<string, ComponentType<SVGProps<SVGSVGElement>>>> = {
  scanning: ScanLine,
  placement: Sofa,
  delivery: Truck,
  billing: CreditCard,
  returns: RotateCcw,
  'getting-started': Rocket,
};

const asEntry = (entry: HelpEntry): Searchable => entry;
const asQuestion = (question: HelpQuestion): Searchable => ({
  title: question.question,
  description: question.answer,
  keywords: question.keywords,
});

/** The help center's search box, for the page's intro band. */
const HelpSearchBox = forwardRef<
  HTMLInputElement,
  { query: string; onQuery: (query: string) => void }
>(function HelpSearchBox({ query, onQuery }, ref) {
  const id = useId();
  return (
    <form
      role="search"
      className="help-search"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Help articles"
    >
      <label htmlFor={id} className="help-search__label">
        Search help articles
      </label>
      <div className="help-search__control">
        <Search className="help-search__icon" aria-hidden="true" />
        <input
          ref={ref}
          id={id}
          className="field__input help-search__input"
          type="search"
          placeholder="Try 'scan', 'delivery' or 'refund'"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
        {query ? (
          <button
            type="button"
            className="help-search__clear"
            aria-label="Clear search"
            onClick={() => {
              onQuery('');
              if (ref && typeof ref === 'object') ref.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </form>
  );
});

/** Topics, quick links and questions, narrowed by the search; an empty result says so. */
function HelpResults({ query, onClear }: { query: string; onClear: () => void }) {
  const topics = searchHelp(HELP_TOPICS, query, asEntry);
  const links = searchHelp(HELP_QUICK_LINKS, query, asEntry);
  const questions = searchHelp(HELP_QUESTIONS, query, asQuestion);
  const total = topics.length + links.length + questions.length;

  return (
    <div className="container help-results">
      <p className="visually-hidden" role="status">
        {resultSummary(total, query)}
      </p>

      {total === 0 ? (
        <section className="help-empty" aria-labelledby="help-empty-title">
          <h2 id="help-empty-title" className="help-empty__title">
            No results for &ldquo;{query.trim()}&rdquo;
          </h2>
          <p>
            Try other words, or <Link href="/contact-us">contact our support team</Link>: we reply
            within 1 business day.
          </p>
          <div className="help-empty__actions">
            <ButtonLink href="/contact-us" icon={<MessageCircle aria-hidden="true" />}>
              Contact Us
            </ButtonLink>
            <Button variant="secondary" onClick={onClear}>
              Show All Topics
            </Button>
          </div>
        </section>
      ) : null}

      {topics.length > 0 ? (
        <section className="help-section" aria-labelledby="help-topics-title">
          <h2 id="help-topics-title" className="help-section__title">
            Browse by topic
          </h2>
          <ul className="help-topics">
            {topics.map((topic) => {
              const Icon = TOPIC_ICONS[topic.slug] ?? Search;
              return (
                <li key={topic.slug}>
                  <Link href={helpArticlePath(topic.slug)} className="help-topic">
                    <span className="icon-tile help-topic__icon">
                      <Icon aria-hidden="true" />
                    </span>
                    <span className="help-topic__title">{topic.title}</span>
                    <span className="help-topic__text">{topic.description}</span>
                    <span className="help-topic__count">{topic.articles} articles</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {links.length > 0 ? (
        <section className="help-section" aria-labelledby="help-links-title">
          <h2 id="help-links-title" className="help-section__title">
            Quick links
          </h2>
          <ul className="help-links">
            {links.map((link) => (
              <li key={link.slug}>
                <Link href={helpArticlePath(link.slug)} className="help-link">
                  <span>
                    <span className="help-link__title">{link.title}</span>
                    <span className="help-link__text">{link.description}</span>
                  </span>
                  <ArrowRight className="help-link__arrow" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {questions.length > 0 ? (
        <section className="help-section" aria-labelledby="help-questions-title">
          <h2 id="help-questions-title" className="help-section__title">
            Common questions
          </h2>
          <Accordion
            type="single"
            headingLevel={3}
            items={questions.map((question) => ({
              id: question.id,
              title: question.question,
              content: <p>{question.answer}</p>,
            }))}
          />
        </section>
      ) : null}
    </div>
  );
}

/** The help center: the intro with its search box, then what matches the search. */
export function HelpCenter({ title, summary }: { title: string; summary: string }) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <PageIntro title={title} summary={summary}>
        <HelpSearchBox ref={input} query={query} onQuery={setQuery} />
      </PageIntro>
      <HelpResults
        query={query}
        onClear={() => {
          setQuery('');
          input.current?.focus();
        }}
      />
      <section className="help-more" aria-labelledby="help-more-title">
        <div className="container">
          <div className="help-more__inner">
            <div>
              <h2 id="help-more-title" className="help-more__title">
                Still need help?
              </h2>
              <p className="help-more__text">
                Our team replies within 1 business day. Live chat is open 9 AM-6 PM EST.
              </p>
            </div>
            <ButtonLink href="/contact-us" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
