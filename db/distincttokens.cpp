#include "distincttokens.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace parallax::db {

namespace {

// An open-addressing set of 64-bit keys, emptied for each document in no
// time: a slot holds a key only when stamped with the current document's
// number. Sized before a document so that it stays at most half full.
class StampedSet
{
public:
    void startDocument(std::size_t mostKeys)
    {
        std::size_t size = 1024;
        while (size < mostKeys * 2)
            size *= 2;
        if (size > m_slots.size()) {
            m_slots.assign(size, Slot {});
            m_document = 0;
        }
        m_mask = m_slots.size() - 1;
        if (++m_document == 0) { // wrapped: no stamp may survive from before
            std::fill(m_slots.begin(), m_slots.end(), Slot {});
            m_document = 1;
        }
    }

    // True the first time (`low`, `high`) comes in this document.
    bool insert(std::uint64_t low, std::uint64_t high)
    {
        std::uint64_t h = low * 0x9E3779B97F4A7C15ULL ^ high * 0xC2B2AE3D27D4EB4FULL;
        for (std::size_t i = (h ^ (h >> 32)) & m_mask;; i = (i + 1) & m_mask) {
            Slot &slot = m_slots[i];
            if (slot.document != m_document) {
                slot = {low, high, m_document};
                return true;
            }
            if (slot.low == low && slot.high == high)
                return false;
        }
    }

private:
    struct Slot
    {
        std::uint64_t low = 0, high = 0;
        std::uint32_t document = 0;
    };
    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::uint32_t m_document = 0;
};

// The trigrams of ASCII documents seen so far in one: seven bits a
// character make a trigram a 21-bit number, one bit of a 256 KB table
// (which stays in the processor's cache); the bits set are cleared after
// the document. Allocated with the first ASCII document.
class AsciiSeen
{
public:
    void startDocument()
    {
        if (m_bits.empty())
            m_bits.assign(std::size_t(1) << (21 - 6), 0);
        for (std::uint32_t key : m_set)
            m_bits[key >> 6] = 0;
        m_set.clear();
    }

    // True the first time `key` comes in this document.
    bool insert(std::uint32_t key)
    {
        std::uint64_t &word = m_bits[key >> 6];
        const std::uint64_t bit = std::uint64_t(1) << (key & 63);
        if (word & bit)
            return false;
        word |= bit;
        m_set.push_back(key);
        return true;
    }

private:
    std::vector<std::uint64_t> m_bits;
    std::vector<std::uint32_t> m_set;
};

// FTS5's own trigram tokenizer, as found before ours took its name.
struct Builtin
{
    fts5_tokenizer api {};
    void *userData = nullptr;
};

using TokenCallback = int (*)(void *, int, const char *, int, int, int);

struct Tokenizer
{
    const Builtin *builtin = nullptr;
    Fts5Tokenizer *inner = nullptr;
    bool foldsCase = true; // FTS5's default; "case_sensitive 1" turns it off
    StampedSet seen;
    AsciiSeen asciiSeen;
};

// Each token holds three code points of at most four bytes (a longer one,
// which the trigram tokenizer does not make, is handed on as it is).
constexpr int kLongestToken = 15;

struct Forwarding
{
    Tokenizer *tokenizer;
    void *context;
    TokenCallback next;
};

int forwardFirst(void *forwarding, int flags, const char *token, int length, int start, int end)
{
    auto *f = static_cast<Forwarding *>(forwarding);
    if (length <= kLongestToken) {
        std::uint64_t low = std::uint64_t(length), high = 0;
        for (int i = 0; i < length; ++i) {
            const std::uint64_t byte = static_cast<unsigned char>(token[i]);
            if (i < 7)
                low |= byte << (8 * (i + 1));
            else
                high |= byte << (8 * (i - 7));
        }
        if (!f->tokenizer->seen.insert(low, high))
            return SQLITE_OK;
    }
    return f->next(f->context, flags, token, length, start, end);
}

bool plainAscii(const unsigned char *text, int length)
{
    for (int i = 0; i < length; ++i)
        if (text[i] == 0 || text[i] >= 0x80)
            return false;
    return true;
}

// What FTS5's trigram tokenizer makes of a document of ASCII without NUL,
// its case folded (only A–Z fold below U+0080): the three characters at
// each position that has three, each distinct one once. The characters
// stay in a register; the token is written out only to be handed on.
int tokenizeAscii(AsciiSeen &seen, void *context, const unsigned char *text, int length, TokenCallback next)
{
    if (length < 3)
        return SQLITE_OK;
    seen.startDocument();
    auto folded = [](unsigned char c) -> std::uint32_t { return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c; };
    std::uint32_t key = folded(text[0]) << 7 | folded(text[1]) << 14;
    for (int i = 0; i + 2 < length; ++i) {
        key = key >> 7 | folded(text[i + 2]) << 14;
        if (!seen.insert(key))
            continue;
        const char token[3] = {char(key & 0x7f), char(key >> 7 & 0x7f), char(key >> 14)};
        if (const int rc = next(context, 0, token, 3, i, i + 3); rc != SQLITE_OK)
            return rc;
    }
    return SQLITE_OK;
}

int create(void *builtin, const char **args, int argCount, Fts5Tokenizer **out)
{
    auto tokenizer = std::make_unique<Tokenizer>();
    tokenizer->builtin = static_cast<const Builtin *>(builtin);
    const int rc = tokenizer->builtin->api.xCreate(tokenizer->builtin->userData, args, argCount, &tokenizer->inner);
    if (rc != SQLITE_OK)
        return rc;
    // The built-in accepted the arguments: only case_sensitive 0 or 1.
    for (int i = 0; i + 1 < argCount; i += 2)
        if (sqlite3_stricmp(args[i], "case_sensitive") == 0)
            tokenizer->foldsCase = args[i + 1][0] == '0';
    *out = reinterpret_cast<Fts5Tokenizer *>(tokenizer.release());
    return SQLITE_OK;
}

void destroy(Fts5Tokenizer *handle)
{
    std::unique_ptr<Tokenizer> tokenizer(reinterpret_cast<Tokenizer *>(handle));
    tokenizer->builtin->api.xDelete(tokenizer->inner);
}

int tokenize(Fts5Tokenizer *handle, void *context, int flags, const char *text, int length, TokenCallback next)
{
    auto *tokenizer = reinterpret_cast<Tokenizer *>(handle);
    const fts5_tokenizer &inner = tokenizer->builtin->api;
    if (flags != FTS5_TOKENIZE_DOCUMENT)
        return inner.xTokenize(tokenizer->inner, context, flags, text, length, next);
    const auto *bytes = reinterpret_cast<const unsigned char *>(text);
    if (tokenizer->foldsCase && plainAscii(bytes, length))
        return tokenizeAscii(tokenizer->asciiSeen, context, bytes, length, next);
    tokenizer->seen.startDocument(std::size_t(std::max(length, 0)));
    Forwarding forwarding {tokenizer, context, next};
    return inner.xTokenize(tokenizer->inner, &forwarding, flags, text, length, forwardFirst);
}

fts5_api *fts5Of(sqlite3 *db)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *st = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &st, nullptr) != SQLITE_OK)
        return nullptr;
    sqlite3_bind_pointer(st, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
    (void)sqlite3_step(st);
    sqlite3_finalize(st);
    return api != nullptr && api->iVersion >= 2 ? api : nullptr;
}

} // namespace

bool registerDistinctTrigrams(sqlite3 *db)
{
    fts5_api *api = fts5Of(db);
    if (api == nullptr)
        return false;
    auto builtin = std::make_unique<Builtin>();
    if (api->xFindTokenizer(api, "trigram", &builtin->userData, &builtin->api) != SQLITE_OK)
        return false;
    fts5_tokenizer ours {create, destroy, tokenize};
    // FTS5 finds the tokenizer registered last under a name, and keeps
    // `builtin` until the connection closes (then deletes it).
    const int rc = api->xCreateTokenizer(
        api, "trigram", builtin.get(), &ours, [](void *b) { delete static_cast<Builtin *>(b); });
    if (rc != SQLITE_OK)
        return false;
    builtin.release();
    return true;
}

} // namespace parallax::db
