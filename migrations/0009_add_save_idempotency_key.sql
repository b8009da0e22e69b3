-- A save carries the browser's Idempotency-Key: a save sent again (made offline, retried after a lost answer) finds
-- its row instead of storing a second one. One key per user; saves without a key keep NULL (SQLite allows many).
ALTER TABLE `saved_calculations` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `saved_calculations_user_idempotency_key` ON `saved_calculations` (`user_id`,`idempotency_key`);