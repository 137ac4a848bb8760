#include "secrets.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QRandomGenerator>

namespace rano::server {

namespace {

constexpr std::string_view kCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
constexpr std::size_t kCodeLength = 8;

std::string hex(const QByteArray& bytes) {
    return bytes.toHex().toStdString();
}

std::string randomHex(int words32) {
    QByteArray bytes;
    for (int i = 0; i < words32; ++i) {
        const quint32 w = QRandomGenerator::system()->generate();
        for (int b = 0; b < 4; ++b)
            bytes.append(char((w >> (8 * b)) & 0xff));
    }
    return hex(bytes);
}

bool allHex(std::string_view text) {
    for (const char c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

} // namespace

std::string newToken() {
    return randomHex(4);
}

std::string tokenHash(std::string_view token) {
    return hex(QCryptographicHash::hash(QByteArray(token.data(), qsizetype(token.size())),
                                        QCryptographicHash::Sha256));
}

bool tokenMatches(std::string_view token, std::string_view hash) {
    const std::string h = tokenHash(token);
    if (h.size() != hash.size()) return false;
    unsigned char diff = 0;
    for (std::size_t i = 0; i < h.size(); ++i)
        diff |= static_cast<unsigned char>(h[i] ^ hash[i]);
    return diff == 0;
}

std::string newInviteCode() {
    std::string code;
    for (std::size_t i = 0; i < kCodeLength; ++i)
        code += kCodeAlphabet[QRandomGenerator::system()->bounded(quint32(kCodeAlphabet.size()))];
    return code;
}

bool looksLikeInviteCode(std::string_view code) {
    if (code.size() != kCodeLength) return false;
    for (const char c : code)
        if (kCodeAlphabet.find(c) == std::string_view::npos) return false;
    return true;
}

std::string newTableId() {
    return randomHex(2);
}

bool looksLikeTableId(std::string_view id) {
    return id.size() == 16 && allHex(id);
}

std::uint64_t newSeed() {
    return QRandomGenerator::system()->generate64();
}

} // namespace rano::server
