#include "stringblocks.h"

#include <algorithm>

namespace parallax {

StringBlocks::StringBlocks(qsizetype blockChars)
    : m_blockChars(std::max<qsizetype>(blockChars, 64))
{ }

StringBlocks::~StringBlocks() = default; // the block's reference is dropped: slices keep it

QString StringBlocks::copy(QStringView s)
{
    if (s.isEmpty())
        return {};
    const qsizetype need = s.size() + 1;
    if (need > m_blockChars / 16)
        return s.toString();
    if (!m_block.d_ptr() || m_used + need > m_block.constAllocatedCapacity()) {
        auto [header, data] = QTypedArrayData<char16_t>::allocate(m_blockChars);
        if (!header)
            return s.toString();
        m_block = QString::DataPointer(header, data, 0);
        m_used = 0;
    }
    char16_t *at = m_block.data() + m_used;
    std::copy(s.utf16(), s.utf16() + s.size(), at);
    at[s.size()] = u'\0';
    m_used += need;
    m_block.d_ptr()->ref();
    return QString(QString::DataPointer(m_block.d_ptr(), at, s.size()));
}

} // namespace parallax
