ALTER TABLE `saved_calculations` ADD `share_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `saved_calculations_share_id_unique` ON `saved_calculations` (`share_id`);