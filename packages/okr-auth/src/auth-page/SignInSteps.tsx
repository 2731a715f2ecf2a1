import { EmailStep } from './EmailStep';
import { Callout, Flex } from '@radix-ui/themes';
import { LoginForm } from './LoginForm';
import { SecondFactorStep } from './SecondFactorStep';
import { SsoChoice } from './SsoChoice';
import type { SignInFlow } from './useSignInFlow';

export interface SignInStepsProps {
  flow: SignInFlow;
  forgotPasswordHref?: string;
}

/** The sign-in tab's current step: the email (or a passkey), then single sign-on or the password, then a second factor. */
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
        onUsePasskey={flow.passkeysSupported ? flow.signInWithPasskey : undefined}
        passkeyPending={flow.passkeyPending}
        passkeyError={flow.factorError}
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
  if (step.kind === 'factor') {
    return (
      <SecondFactorStep
        methods={step.methods}
        pending={flow.verifying}
        passkeyPending={flow.passkeyPending}
        error={flow.factorError}
        onVerify={flow.verifyFactor}
        onUsePasskey={flow.signInWithPasskey}
        onCancel={flow.startOver}
      />
    );
  }
  const form = (
    <LoginForm
      pending={flow.signingIn}
      defaultValues={draft}
      onValuesChange={flow.setDraft}
      onSubmit={flow.signInWithPassword}
      forgotPasswordHref={forgotPasswordHref}
      focusPassword
    />
  );
  if (!flow.notice) return form;
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="amber" role="alert">
        <Callout.Text>{flow.notice}</Callout.Text>
      </Callout.Root>
      {form}
    </Flex>
  );
}
