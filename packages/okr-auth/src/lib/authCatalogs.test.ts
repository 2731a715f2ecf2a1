import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@okr/contract';
import en from '../../locales/en.json';
import es from '../../locales/es.json';

describe('@okr/auth locales', () => {
  it('has exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the spec strings word for word', () => {
    expect(en['auth.login.error']).toBe('Error al iniciar sesión');
    expect(en['auth.register.error']).toBe('Error al registrarse');
    expect(en['auth.switcher.error']).toBe('Error al cambiar de organización');
    // The request page says exactly what the server answers, whether or not the account exists.
    expect(en['auth.forgot.sent']).toBe(FORGOT_PASSWORD_MESSAGE);
    expect(en['auth.guard.forbidden']).toBe("You don't have permission to access this page. Required roles: {roles}");
  });
});
