import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { COOKIE_POLICY, PRIVACY_POLICY } from '../../src/content/legal.ts';
import { LegalDocument } from '../../src/features/legal/index.ts';

function renderDocument(document = PRIVACY_POLICY) {
  const location = memoryLocation({ path: document.path });
  return render(
    <Router hook={location.hook}>
      <LegalDocument document={document} />
    </Router>,
  );
}

describe('LegalDocument', () => {
  it('says when it was last updated', () => {
    renderDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated January 7, 2025');
    expect(screen.getByText('January 7, 2025')).toHaveAttribute('datetime', '2025-01-07');
  });

  it('links each table-of-contents entry to its section', () => {
    const { container } = renderDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(PRIVACY_POLICY.sections.length);
    for (const [index, link] of links.entries()) {
      const section = PRIVACY_POLICY.sections[index];
      expect(link).toHaveAttribute('href', `#${section?.id}`);
      const target = container.querySelector(`#${section?.id}`);
      expect(target).not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('renders inline links as real links', () => {
    renderDocument();
    expect(screen.getAllByRole('link', { name: 'your account' })[0]).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getAllByRole('link', { name: 'privacy@aurevia.app' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@aurevia.app',
    );
  });

  it('shows the storage table with its headers', () => {
    renderDocument(COOKIE_POLICY);
    const table = screen.getByRole('table', { name: 'Storage the app uses in your browser' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Where', 'Name', 'What and why', 'How long']);
    expect(within(table).getByRole('cell', { name: 'aurevia-site-access' })).toBeInTheDocument();
  });

  it('links to the two other policies', () => {
    renderDocument(COOKIE_POLICY);
    const related = screen.getByRole('heading', { name: 'Related policies' }).parentElement;
    const links = within(related as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
    ]);
  });
});
