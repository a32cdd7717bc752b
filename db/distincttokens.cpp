#include "distincttokens.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace parallax::db {

namespace {

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
    AsciiSeen asciiSeen;
};

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
    // Other text goes to the built-in as it is: handing it each distinct
    // trigram once saved nothing there (measured: BM_IndexText, Chinese and
    // Danish), FTS5's cost being its pending terms' lookups, once for each
    // distinct trigram of a passage, which such text repeats less.
    return inner.xTokenize(tokenizer->inner, context, flags, text, length, next);
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
    (void)builtin.release(); // FTS5's now
    return true;
}

} // namespace parallax::db
