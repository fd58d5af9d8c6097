export { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_SCHEMES, HTML_ALLOWED_TAGS, HTML_DROPPED_WITH_CONTENT, isAllowedHtmlUrl } from './allowList';
export { decodeContent, encodeContent } from './encoding';
