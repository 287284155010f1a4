import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidReaderInputError, readerTextProblem } from "../news/reader-input";
import { encodeSegment, path, statusForUpstreamFailure } from "./http.server";

describe("upstream paths and the reader-input validator (decision 0025)", () => {
  it("is what every upstream path segment goes through: no string with a control character is ever encoded", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1, maxLength: 100 }), (text) => {
        const bad = readerTextProblem(text) !== null;
        let error: unknown = null;
        try {
          // eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called for whether it throws
          path`news-svc/api/v1/tags/${text}`;
        } catch (caught) {
          error = caught;
        }
        if (bad) {
          expect(error).toBeInstanceOf(InvalidReaderInputError);
          expect(statusForUpstreamFailure(error)).toBe(400);
        } else if (error === null) {
          expect(encodeSegment(text)).not.toMatch(/%(?:[01][0-9A-F]|7F|C2%[89][0-9A-F])/);
        }
      }),
    );
  });
});
