import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "~/messages";
import type { MessageValues, Translate } from "./translate";

/**
 * A message with markup inside it ("Questions? … call us at {phone}." with the
 * number a link): the message is written with a marker for each part, then
 * the markers are replaced by the React nodes, so the sentence's word order
 * stays the language's own.
 */
export function richMessage(
  t: Translate,
  key: MessageKey,
  values: MessageValues,
  parts: Record<string, ReactNode>,
): ReactNode {
  const markers: MessageValues = { ...values };
  for (const name of Object.keys(parts)) markers[name] = `\uE000${name}\uE001`;
  const written = t(key, markers);
  return written.split(/(\uE000[^\uE001]*\uE001)/).map((piece, index) => {
    const name = /^\uE000([^\uE001]*)\uE001$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}
