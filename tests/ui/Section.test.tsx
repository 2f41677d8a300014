import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Eyebrow, Section, SectionLead, SectionTitle } from '../../src/ui/Section.tsx';

describe('Section', () => {
  it('is a region named by its h2, which takes its id from the section', () => {
    render(
      <Section id="pricing-faq" title="Questions, answered" lead="Short answers first.">
        <p>Content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Questions, answered' });
    expect(region).toHaveAttribute('id', 'pricing-faq');
    const heading = screen.getByRole('heading', { level: 2, name: 'Questions, answered' });
    expect(heading).toHaveAttribute('id', 'pricing-faq-title');
    expect(region).toHaveAttribute('aria-labelledby', 'pricing-faq-title');
    expect(screen.getByText('Short answers first.')).toHaveClass('section-lead');
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('names itself by a generated heading id when it has no id of its own', () => {
    render(
      <>
        <Section title="First band" />
        <Section title="Second band" />
      </>,
    );
    const first = screen.getByRole('region', { name: 'First band' });
    const second = screen.getByRole('region', { name: 'Second band' });
    expect(first).not.toHaveAttribute('id');
    expect(first.getAttribute('aria-labelledby')).not.toBe(second.getAttribute('aria-labelledby'));
  });

  it('shows the eyebrow above the heading and leaves out what is not given', () => {
    render(<Section id="why" eyebrow="Why Aurevia" title="Less legwork" />);
    const header = screen.getByRole('heading', { level: 2 }).parentElement;
    expect(header?.firstElementChild).toHaveTextContent('Why Aurevia');
    expect(header?.children).toHaveLength(2);
  });

  it('carries its tone, centring and extra class names', () => {
    render(<Section id="stats" tone="ink" centered title="In numbers" className="stats-band" />);
    const region = screen.getByRole('region', { name: 'In numbers' });
    expect(region).toHaveClass('section-band', 'section-band--ink', 'stats-band');
    expect(screen.getByRole('heading', { level: 2 }).parentElement).toHaveClass(
      'section-band__header--centered',
    );
  });

  it('starts on the page canvas when no tone is given', () => {
    render(<Section id="plain" title="Plain band" />);
    expect(screen.getByRole('region', { name: 'Plain band' })).toHaveClass('section-band--canvas');
  });
});

describe('the heading pieces on their own', () => {
  it('render the same eyebrow, h2 and lead for headings outside a band', () => {
    render(
      <header>
        <Eyebrow>Free consultation</Eyebrow>
        <SectionTitle id="book-title">Book a designer</SectionTitle>
        <SectionLead>Fifteen minutes, no obligation.</SectionLead>
      </header>,
    );
    expect(screen.getByText('Free consultation')).toHaveClass('section-eyebrow');
    expect(screen.getByRole('heading', { level: 2, name: 'Book a designer' })).toHaveAttribute(
      'id',
      'book-title',
    );
    expect(screen.getByText('Fifteen minutes, no obligation.')).toHaveClass('section-lead');
  });
});
