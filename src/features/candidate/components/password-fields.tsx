import { PasswordInput, type PasswordInputProps } from '@mantine/core';

interface RevealablePasswordProps extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  visible: boolean;
  onVisibilityChange: (visible: boolean) => void;
}

/** A password input whose show/hide toggle is a named, focusable button, shared by both password fields. */
export function RevealablePassword({ visible, onVisibilityChange, ...props }: RevealablePasswordProps) {
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={onVisibilityChange}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide password' : 'Show password',
        tabIndex: 0,
      }}
      {...props}
    />
  );
}
