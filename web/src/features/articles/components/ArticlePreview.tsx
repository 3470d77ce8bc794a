import { useMemo } from "react";
import { Badge, Box, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { Picture } from "@/components/ui/Picture";
import { KIND_LABELS } from "@/features/insights/view";
import { MarkdownTooLongError, readingMinutes, renderMarkdown } from "@/lib/markdown";
import type { ArticleInput } from "@shared/articles";

/** The body as HTML (renderMarkdown: no raw HTML, only safe links and this site's pictures). */
function useRendered(body: string): { html: string } | { problem: string } {
  return useMemo(() => {
    try {
      return { html: renderMarkdown(body) };
    } catch (error) {
      if (error instanceof MarkdownTooLongError) return { problem: error.message };
      throw error;
    }
  }, [body]);
}

/** Typography for the rendered body (its headings start at h2: the title is the page's h1). */
const BODY_STYLES = {
  "& > * + *": { marginTop: "4" },
  "& h2": { fontSize: "2xl", fontWeight: "bold", marginTop: "8" },
  "& h3": { fontSize: "xl", fontWeight: "semibold", marginTop: "6" },
  "& h4, & h5, & h6": { fontSize: "lg", fontWeight: "semibold", marginTop: "4" },
  "& ul, & ol": { paddingInlineStart: "6" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& a": { color: "brand.700", textDecoration: "underline" },
  "& img": { maxWidth: "100%", height: "auto", borderRadius: "md" },
  "& blockquote": { borderInlineStartWidth: "4px", paddingInlineStart: "4", color: "gray.700" },
  "& code": { fontFamily: "mono", fontSize: "sm", bg: "gray.100", paddingInline: "1" },
  "& pre": { bg: "gray.100", padding: "3", borderRadius: "md", overflowX: "auto" },
};

export function ArticlePreview({ article }: { article: ArticleInput }) {
  const rendered = useRendered(article.body);
  const { caseStudy } = article;
  return (
    <Stack as="article" gap="5" maxW="3xl" data-testid="article-preview" aria-label="Preview">
      <Stack gap="2">
        <HStack gap="2">
          <Badge colorPalette="brand" variant="subtle">
            {KIND_LABELS[article.kind]}
          </Badge>
          <Text fontSize="sm" color="gray.600">
            {readingMinutes(article.body)} min read
          </Text>
        </HStack>
        <Heading as="h2" size="2xl" color="brand.900">
          {article.title || "Untitled"}
        </Heading>
        {article.summary ? (
          <Text fontSize="lg" color="gray.700">
            {article.summary}
          </Text>
        ) : null}
      </Stack>
      {article.cover ? (
        <Image asChild w="full" maxH="96" objectFit="cover" borderRadius="xl">
          <Picture value={article.cover} sizes="768px" alt="" />
        </Image>
      ) : null}
      {caseStudy ? (
        <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" bg="gray.50">
          <Text>
            <Text as="span" fontWeight="semibold">
              Client:{" "}
            </Text>
            {caseStudy.client}
          </Text>
          <Text whiteSpace="pre-line">{caseStudy.challenge}</Text>
          <HStack gap="6" wrap="wrap" as="ul" listStyleType="none">
            {caseStudy.results.map((result, index) => (
              <Stack as="li" key={index} gap="0">
                <Text fontSize="2xl" fontWeight="bold" color="brand.700">
                  {result.figure}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  {result.label}
                </Text>
              </Stack>
            ))}
          </HStack>
        </Stack>
      ) : null}
      {"html" in rendered ? (
        <Box css={BODY_STYLES} dangerouslySetInnerHTML={{ __html: rendered.html }} />
      ) : (
        <Text color="red.700" role="alert">
          {rendered.problem}
        </Text>
      )}
    </Stack>
  );
}
