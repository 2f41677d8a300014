import { fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HelpCenter } from '../../src/features/help/index.ts';

function renderHelp() {
  const location = memoryLocation({ path: '/help-center', record: true });
  render(
    <Router hook={location.hook}>
      <HelpCenter title="Help Center" summary="Answers." />
    </Router>,
  );
  return { location, search: screen.getByRole('searchbox', { name: 'Search help articles' }) };
}

const topicLinks = () =>
  within(screen.getByRole('region', { name: 'Browse by topic' })).getAllByRole('link');
const quickLinks = () =>
  within(screen.getByRole('region', { name: 'Quick links' })).getAllByRole('link');

describe('HelpCenter', () => {
  it('lists the six topics and eight quick links under /help/', () => {
    renderHelp();
    expect(topicLinks()).toHaveLength(6);
    expect(quickLinks()).toHaveLength(8);
    expect(screen.getByRole('link', { name: /Room Scanning/ })).toHaveAttribute(
      'href',
      '/help/scanning',
    );
    expect(screen.getByRole('link', { name: /Pro features/ })).toHaveAttribute(
      'href',
      '/help/pro-features',
    );
  });

  it('narrows the cards and quick links as the user types', () => {
    const { search } = renderHelp();
    fireEvent.change(search, { target: { value: 'shipp' } });
    expect(topicLinks()).toHaveLength(1);
    expect(topicLinks()[0]).toHaveAttribute('href', '/help/delivery');
    expect(quickLinks()).toHaveLength(1);
    expect(quickLinks()[0]).toHaveAttribute('href', '/help/delivery-scheduling');
    expect(screen.getByRole('status')).toHaveTextContent(/results?$/);
  });

  it('hides a section with no match', () => {
    const { search } = renderHelp();
    fireEvent.change(search, { target: { value: 'invoice' } });
    expect(topicLinks()).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and points to the contact page', () => {
    const { search } = renderHelp();
    fireEvent.change(search, { target: { value: 'xylophone' } });
    expect(screen.getByRole('heading', { name: 'No results for “xylophone”' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No results for "xylophone".');
    expect(screen.getByRole('link', { name: 'contact our support team' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.queryByRole('region', { name: 'Browse by topic' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show All Topics' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(topicLinks()).toHaveLength(6);
  });

  it('clears the search from the field too', () => {
    const { search } = renderHelp();
    fireEvent.change(search, { target: { value: 'scan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('answers common questions in place', () => {
    renderHelp();
    const question = screen.getByRole('button', { name: 'How long does delivery take?' });
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Standard delivery takes 5-10 business days/)).toBeVisible();
  });
});
