#pragma once

#include <QString>
#include <QtGlobal>

#include <string_view>
#include <vector>

namespace parallax::db {

// One JSON value read in place from its bytes into a flat list of nodes: the
// quick reading of a corpus's events, where QJsonDocument built a tree of
// allocated values for each of a million. It reads what RFC 8259 allows and
// refuses what breaks its structure (and nesting deeper than kMaxDepth)
// rather than guessing; a caller then reads the value the thorough way,
// which says what is wrong. A string's escapes are checked when it is
// decoded (string() refuses one that is not JSON's, or half a character),
// its UTF-8 not at all, a number only for its form: the caller reads bytes
// that passed scanJson() and validation, and decodes every string it uses.
// Nor does it look for what scanJson() reports (a key given twice).
//
// The nodes of a value follow it: an array's elements one after another, an
// object's members as a key node then the value's nodes. A node's `next` is
// the node after it and everything it holds.
class JsonLite
{
public:
    enum class Kind : quint8 { Null, False, True, Number, String, Array, Object };
    struct Node
    {
        Kind kind = Kind::Null;
        bool escaped = false; // a string written with backslash escapes
        std::string_view text; // a string's bytes between its quotes; a number's or literal's bytes
        qint32 size = 0; // an array's elements, an object's members
        qint32 next = 0;
    };
    static constexpr int kMaxDepth = 8;

    // Reads the one value that `bytes` holds (white space around it allowed);
    // false when they are not that. The nodes point into `bytes`.
    bool parse(std::string_view bytes);
    const Node &node(qint32 i) const { return m_nodes[std::size_t(i)]; }

    // Calls fn(key node, value node) for each member of object `obj`, in
    // order, while it returns true; true when every call did.
    template <typename Fn> bool forEachMember(qint32 obj, Fn fn) const
    {
        qint32 at = obj + 1;
        for (qint32 k = 0; k < node(obj).size; ++k) {
            if (!fn(at, at + 1))
                return false;
            at = node(at + 1).next;
        }
        return true;
    }
    // The same for each element of array `array`.
    template <typename Fn> bool forEachElement(qint32 array, Fn fn) const
    {
        qint32 at = array + 1;
        for (qint32 k = 0; k < node(array).size; ++k) {
            if (!fn(at))
                return false;
            at = node(at).next;
        }
        return true;
    }

    // The text of string node `i`, its escapes decoded; false when one of
    // them is not JSON's.
    bool string(qint32 i, QString *out) const;

private:
    bool value(const char *&p, const char *end, int depth);
    bool string(const char *&p, const char *end);
    bool container(const char *&p, const char *end, int depth, bool object);

    std::vector<Node> m_nodes;
};

} // namespace parallax::db
