import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@okr/contract';
import es from '../../locales/es.json';
import { authCatalogs } from './authCatalogs';

const en = authCatalogs.en;

describe('@okr/auth locales', () => {
  it('has exactly the same keys in English and Spanish', async () => {
    const loader = authCatalogs.es;
    const spanish = typeof loader === 'function' ? (await loader()).default : loader;
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(en).sort());
    expect(es.switcher.label).toBe('Organización');
  });

  it('keeps the public flat keys hosts override (`auth.switcher.label`, `auth.logout`)', () => {
    expect(en['auth.logout']).toBe('Sign out');
    expect(en['auth.switcher.label']).toBe('Organization');
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
