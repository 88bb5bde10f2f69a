import { Title, type TitleProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from '@/features/take/components/take.module.css';

/**
 * The heading of a step (or of a question): it takes the focus when it appears, so keyboard and
 * screen reader users start reading the new step at its top rather than at a button that vanished.
 */
export function StepHeading({ order = 1, ...props }: TitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return <Title ref={ref} tabIndex={-1} order={order} className={classes.stepHeading} {...props} />;
}
