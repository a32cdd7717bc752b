#include "interned.h"

#include <QHash>

#include <array>
#include <mutex>
#include <unordered_set>

namespace parallax {

namespace {

struct ViewHash
{
    using is_transparent = void;
    size_t operator()(QStringView s) const noexcept { return qHash(s, 0); }
};

struct ViewEqual
{
    using is_transparent = void;
    bool operator()(QStringView a, QStringView b) const noexcept { return a == b; }
};

// Every string interned, at addresses that never move (the nodes of an
// unordered set); never destroyed, so that an Interned in a static object
// stays readable to the process's end.
struct Pool
{
    std::mutex lock;
    std::unordered_set<QString, ViewHash, ViewEqual> strings;
};

Pool &pool()
{
    static Pool *const p = new Pool;
    return *p;
}

} // namespace

const QString *Interned::intern(QStringView s)
{
    if (s.isEmpty())
        return nullptr;
    // The strings this thread interned last, by hash: a reader interning a
    // million events' places, a few hundred of them, takes the lock rarely.
    thread_local std::array<const QString *, 256> recent {};
    const size_t h = qHash(s, 0);
    const QString *&slot = recent[h & (recent.size() - 1)];
    if (slot && *slot == s)
        return slot;
    Pool &p = pool();
    const std::lock_guard guard(p.lock);
    auto it = p.strings.find(s);
    if (it == p.strings.end())
        it = p.strings.insert(s.toString()).first;
    slot = &*it;
    return slot;
}

const QString &Interned::empty()
{
    static const QString none;
    return none;
}

} // namespace parallax
