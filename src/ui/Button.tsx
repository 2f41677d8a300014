import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'quiet';
export type ButtonSize = 'md' | 'lg' | 'sm';

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
}: Omit<Common, 'children'>): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  icon,
  children,
  className,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={`${buttonClass({ variant, size, block })} ${className ?? ''}`.trim()}
      {...rest}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}

/** A link styled as a button, for navigation inside the app. */
export function ButtonLink({
  href,
  variant,
  size,
  block,
  icon,
  children,
  onClick,
}: Common & { href: string; onClick?: () => void }) {
  return (
    <Link href={href} className={buttonClass({ variant, size, block })} onClick={onClick}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
