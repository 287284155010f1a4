import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const message = style({ margin: "0 0 16px", color: vars.color.muted });
export const resultsHeading = style({ fontSize: "1.35rem", margin: "0 0 4px" });
export const count = style({ margin: "0 0 16px", color: vars.color.muted });
