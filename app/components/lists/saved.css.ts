import { style } from "@vanilla-extract/css";
import { listButton } from "../../styles/pill";
import { vars } from "../../styles/theme.css";

export const note = style({ margin: "6px 0 0", color: vars.color.muted });
export const remove = style({ margin: "auto 0 0" });
export const removeButton = style(listButton);
