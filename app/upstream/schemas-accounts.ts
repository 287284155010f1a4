/** The media service's accounts (requirements §4, §7: core-svc users, sign-in by mobile OTP or Google), as zod schemas. */
import { z } from "zod";
import { mediaEnvelope } from "./schemas";

export const messageResponseSchema = z.object({ message: z.string() });

export const userSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().nullable().optional(),
  mobile_number: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  photo_url: z.string().nullable().optional(),
});
export type UserPayload = z.infer<typeof userSchema>;

/** GET core-svc/api/v1/users/me (with the bearer token): the signed-in reader, in the usual envelope. */
export const meResponseSchema = mediaEnvelope(userSchema);

export const signInResponseSchema = z.object({
  message: z.string().optional(),
  access_token: z.string().min(16),
  user: userSchema.optional(),
});

export const signupMobileRequestSchema = z.object({ mobile_number: z.string().regex(/^\d{10}$/) });
export const verifyMobileRequestSchema = z.object({
  mobile_number: z.string().regex(/^\d{10}$/),
  otp: z.string().regex(/^\d{6}$/),
});
export const googleLoginRequestSchema = z.object({
  id_token: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  photo_url: z.string().optional(),
});
