import { Container, type ContainerProps } from '@mantine/core';

/** The frame of every step: one main landmark, narrow on a phone, roomier on a desk. */
export function TakeLayout({ size = 'sm', ...props }: ContainerProps) {
  return <Container component="main" size={size} px="md" py={{ base: 'md', sm: 'xl' }} {...props} />;
}
