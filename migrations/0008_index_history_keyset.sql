-- The history list pages by keyset (user_id, then created_at and id, newest first): one index serves the filter, the
-- order and the "older than the cursor" range; it replaces the (user_id, created_at) index it extends.
CREATE INDEX `saved_calculations_user_created_id` ON `saved_calculations` (`user_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `saved_calculations_user_created`;
