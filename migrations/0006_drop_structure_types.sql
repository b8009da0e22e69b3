-- What a structure type is now lives in the rule files (rules/); nothing reads this table any more.
DROP TABLE `structure_types`;