"""Writes tests/fixtures/fairness-vectors.json: the published test vectors of the fair draw (docs/product.md §10.3).

A second implementation, in Python's standard library, on purpose: the TypeScript draw on the server
and the verifier in the browser are both tested against what this one computed.
Run: python3 scripts/fairness-vectors.py
"""
import hashlib
import hmac
import json
import os

TWO_64 = 1 << 64


def digest(server_seed, client_seed, nonce, cursor):
    return hmac.new(server_seed.encode(), f"{client_seed}:{nonce}:{cursor}".encode(), hashlib.sha256).digest()


def draw(server_seed, client_seed, nonce, weights):
    total = sum(weights)
    limit = TWO_64 - TWO_64 % total
    cursor, skipped = 0, 0
    while True:
        d = digest(server_seed, client_seed, nonce, cursor)
        for i in range(4):
            word = int.from_bytes(d[i * 8:i * 8 + 8], "big")
            if word < limit:
                r, running = word % total, 0
                for index, w in enumerate(weights):
                    running += w
                    if running > r:
                        return index, skipped
            skipped += 1
        cursor += 1


def seed(i):
    return hashlib.sha256(f"published vector {i}".encode()).hexdigest()


def vector(server_seed, client_seed, nonce, weights):
    index, skipped = draw(server_seed, client_seed, nonce, weights)
    return {
        "server_seed": server_seed,
        "server_seed_hash": hashlib.sha256(server_seed.encode()).hexdigest(),
        "client_seed": client_seed,
        "nonce": nonce,
        "weights": weights,
        "digest_hex": digest(server_seed, client_seed, nonce, 0).hex(),
        "prize_index": index,
        "words_skipped": skipped,
    }


wheel = [5, 10, 20, 30, 100, 200, 300, 335]
rain = [1, 4, 15, 30, 50]
client_seeds = ["lucky", "demo01-2026", "", "客户种子", "a:b:c", "0123456789abcdef"]
vectors = []
for i in range(24):
    weights = [wheel, rain, [1], [1, 1], [999999, 1]][i % 5]
    vectors.append(vector(seed(i), client_seeds[i % len(client_seeds)], [0, 1, 7, 42, 1000, 2**31][i % 6] + i, weights))

# Totals near 2^64 / 1024 make a skipped word likely enough to find: weights whose total is 3 * 2^54
# reject a word with probability 2^-10. Publish one draw where the first word is skipped.
big = [2**53 - 1] * 6 + [6]
nonce = 0
while True:
    v = vector(seed(100), "skip", nonce, big)
    if v["words_skipped"] > 0:
        vectors.append(v)
        break
    nonce += 1

path = os.path.join(os.path.dirname(__file__), "..", "tests", "fixtures", "fairness-vectors.json")
with open(path, "w") as f:
    json.dump(vectors, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(f"{len(vectors)} vectors, skip vector at nonce {nonce}")
