import { Link } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useLinkClick } from './useLinkClick';

export interface AuthLinkProps {
  to: string;
  children: ReactNode;
  size?: '1' | '2' | '3';
  weight?: 'regular' | 'medium';
}

/** A real link (open in a new tab works) that moves through the host's router on a plain click. */
export function AuthLink({ to, children, size = '2', weight }: AuthLinkProps) {
  const onClick = useLinkClick(to);
  return (
    <Link href={to} onClick={onClick} size={size} weight={weight}>
      {children}
    </Link>
  );
}
