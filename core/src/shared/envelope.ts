import * as z from 'zod/mini';

/**
 * The body every API call answers with. Spec: the payload sits at `data.data` of the HTTP
 * response, i.e. at `data` of the body. Errors carry a stable `error_code`.
 */
export const envelopeSchema = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    statusCode: z.number().check(z.int()),
    message: z.nullish(z.string()),
    data,
  });

export const ErrorEnvelopeSchema = z.object({
  statusCode: z.number().check(z.int()),
  message: z.nullish(z.string()),
  error_code: z.nullish(z.string()),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const CountrySchema = z.object({ country_code: z.string() });
