import { Link, type LinkProps } from "@chakra-ui/react";

/**
 * A link inside a sentence: inline text that wraps with it, underlined so that it is told apart
 * without its colour. Such a link needs no 44 px target (WCAG 2.5.5's inline exception); a link
 * on its own is a Chakra `Link`, 44 px tall on phones (the theme).
 */
export function TextLink(props: LinkProps) {
  return <Link display="inline" variant="underline" color="brand.700" {...props} />;
}
