/** A sign-in or registration failure whose text is docs/product.md §8's, ready to show as it is. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
}
