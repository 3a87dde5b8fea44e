// Sizes and counts of the community (product.md §9 and ours).
export const FEED_PAGE_SIZE = 3; // product.md §9: feed page size 3
export const FEED_PAGE_MAX = 20; // a client may ask for up to this many posts at once
export const THREADS_PAGE_SIZE = 20;
export const THREAD_POSTS_PAGE_SIZE = 50;
export const POST_CONTENT_MAX = 10_000; // characters (grapheme clusters)
export const REPLY_CONTENT_MAX = 5_000;
export const THREAD_TITLE_MAX = 120;
export const POST_LINKS_MAX = 6;
// Replies nest this deep at most; a reply to a reply at the last level joins that level.
export const REPLY_DEPTH_MAX = 6;
export const REPORT_REASON_MAX = 1_000;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_CONTENT_MAX = 10_000;
export const SUPPORT_SCREENSHOTS_MAX = 3;
export const SUPPORT_SCREENSHOT_BYTES = 5 * 1024 * 1024;
export const SEARCH_TEXT_MAX = 100;
// The profile's recent posts and threads.
export const PROFILE_RECENT = 5;
