-- `game/change_trans`: when on, opening a game moves the centre balance into that provider's wallet.
ALTER TABLE members ADD COLUMN auto_transfer boolean NOT NULL DEFAULT false;
