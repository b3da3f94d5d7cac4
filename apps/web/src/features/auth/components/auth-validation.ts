import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginRequestSchema,
  passwordSchema,
  resetFinishRequestSchema,
  resetInitRequestSchema,
  signupRequestSchema,
} from '@prepwise/contracts';

/**
 * The auth forms' resolvers over the contracts' schemas, in a chunk of their own (with zod) that
 * the forms fetch when they first validate: the sign-in pages paint without it.
 */
export const loginResolver = zodResolver(loginRequestSchema);
export const signupResolver = zodResolver(signupRequestSchema);
export const resetInitResolver = zodResolver(resetInitRequestSchema);

/** The contracts' reset payload plus a confirmation field that only the form needs. */
const resetFinishFormSchema = resetFinishRequestSchema
  .extend({ confirmPassword: passwordSchema })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'auth.resetFinish.mismatch',
    path: ['confirmPassword'],
  });
export const resetFinishResolver = zodResolver(resetFinishFormSchema);
