import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';

interface RevealablePasswordProps extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  visible: boolean;
  onVisibilityChange: (visible: boolean) => void;
}

/** A password input whose show/hide toggle is a named, focusable button, shared by both password fields. */
export function RevealablePassword({ visible, onVisibilityChange, ...props }: RevealablePasswordProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={onVisibilityChange}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t`Hide password` : t`Show password`,
        tabIndex: 0,
      }}
      {...props}
    />
  );
}

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" on registration, "New Password" on the reset screen. */
  label: string;
  /** The form's input props of the password and of its confirmation (useForm's getInputProps). */
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}

/**
 * A new password and its confirmation. Either toggle shows or hides both, so someone checking what
 * they typed sees the two side by side.
 */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <RevealablePassword
        label={label}
        autoComplete="new-password"
        required
        visible={visible}
        onVisibilityChange={setVisible}
        {...password}
      />
      <RevealablePassword
        label={t`Confirm Password`}
        autoComplete="new-password"
        required
        visible={visible}
        onVisibilityChange={setVisible}
        {...confirmation}
      />
    </>
  );
}
