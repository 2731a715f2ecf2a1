import { Link } from '@radix-ui/themes';
import type { MouseEvent, ReactNode } from 'react';
import { useOkrNavigate } from '@okr/core';

export interface AdminLinkProps {
  to: string;
  children: ReactNode;
  'aria-current'?: 'page';
  weight?: 'regular' | 'medium' | 'bold';
  color?: 'gray';
}

/** A real link (open in a new tab works) that navigates through the host's router on a plain click. */
export function AdminLink({ to, children, weight, color, ...rest }: AdminLinkProps) {
  const navigate = useOkrNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={to} onClick={onClick} weight={weight} color={color} highContrast={color === 'gray'} underline="hover" aria-current={rest['aria-current']}>
      {children}
    </Link>
  );
}
