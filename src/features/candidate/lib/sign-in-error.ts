/** A sign-in or registration failure whose text is spec §8's, ready to show as it is. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
}
