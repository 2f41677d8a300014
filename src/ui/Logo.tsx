import './Logo.css';

/** The wordmark with its mark; decorative image, the name is real text. */
export function Logo({ tone = 'ink' }: { tone?: 'ink' | 'light' }) {
  return (
    <span className={`logo logo--${tone}`}>
      <img className="logo__mark" src="/icons/logo-mark.svg" alt="" width="28" height="28" />
      <span className="logo__name">Aurevia</span>
    </span>
  );
}
