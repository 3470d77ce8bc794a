import { Fragment } from "react";
import { chakra, type HTMLChakraProps } from "@chakra-ui/react";

/**
 * An address's pieces, each but the first starting at an `@` or a dot: the places where it may
 * break across lines ("walker.din2hff7e@example.com" -> "walker", ".din2hff7e", "@example", ".com").
 */
export function emailPieces(address: string): string[] {
  return address.split(/(?=[@.])/).filter((piece) => piece !== "");
}

/**
 * An email address that wraps only before its `@` and its dots, never inside a word: a `<wbr>`
 * before each, and no breaking elsewhere (not even after a hyphen: each piece stays on one
 * line). The text stays the plain address (copy, find, screen readers).
 */
export function EmailAddress({
  address,
  ...span
}: { address: string } & Omit<HTMLChakraProps<"span">, "children">) {
  return (
    <chakra.span
      overflowWrap="normal"
      wordBreak="normal"
      whiteSpace="normal"
      data-email=""
      {...span}
    >
      {emailPieces(address).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <chakra.span whiteSpace="nowrap">{piece}</chakra.span>
        </Fragment>
      ))}
    </chakra.span>
  );
}

/** "Name (address)", or the address alone when there is no name. */
export function NameAndEmail({ name, email }: { name: string; email: string }) {
  return name ? (
    <>
      {name} (<EmailAddress address={email} />)
    </>
  ) : (
    <EmailAddress address={email} />
  );
}
