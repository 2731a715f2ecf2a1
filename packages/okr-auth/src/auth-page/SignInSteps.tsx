import { EmailStep } from './EmailStep';
import { LoginForm } from './LoginForm';
import { SsoChoice } from './SsoChoice';
import type { SignInFlow } from './useSignInFlow';

export interface SignInStepsProps {
  flow: SignInFlow;
  forgotPasswordHref?: string;
}

/** The sign-in tab's current step: the email, then single sign-on or the password. */
export function SignInSteps({ flow, forgotPasswordHref }: SignInStepsProps) {
  const { step, draft } = flow;
  if (step.kind === 'email') {
    return (
      <EmailStep
        defaultEmail={draft.email}
        pending={flow.checking}
        autoFocus={step.again}
        forgotPasswordHref={forgotPasswordHref}
        onEmailChange={(email) => flow.setDraft({ ...draft, email })}
        onContinue={flow.continueWithEmail}
      />
    );
  }
  if (step.kind === 'sso') {
    return (
      <SsoChoice
        email={step.email}
        required={step.required}
        pending={flow.goingToProvider}
        error={flow.ssoError}
        onContinue={flow.goToProvider}
        onUsePassword={flow.usePassword}
        onChangeEmail={flow.changeEmail}
      />
    );
  }
  return (
    <LoginForm
      pending={flow.signingIn}
      defaultValues={draft}
      onValuesChange={flow.setDraft}
      onSubmit={flow.signInWithPassword}
      forgotPasswordHref={forgotPasswordHref}
      focusPassword
    />
  );
}
