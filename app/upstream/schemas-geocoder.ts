/** The optional reverse geocoder (GEOCODER_URL), as a zod schema. */
import { z } from "zod";

/**
 * requirements §7 "public maps reverse geocoding": GET with lat, lon, format=json; the answer's
 * display_name and address city/county/state_district, state, country are read. A
 * place the service cannot name answers without an address (Nominatim: `{ error }`).
 */
export const reverseGeocodeResponseSchema = z.object({
  display_name: z.string().optional(),
  address: z
    .object({
      city: z.string().optional(),
      county: z.string().optional(),
      state_district: z.string().optional(),
      state: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});
